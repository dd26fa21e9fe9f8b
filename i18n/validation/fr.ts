import type { ValidationDictionary } from './en';

export const validationFr: ValidationDictionary = {
  email_required: 'L’adresse e-mail est obligatoire',
  email_invalid: 'Veuillez saisir une adresse e-mail valide',
  email_length: 'L’adresse e-mail doit comporter entre 5 et 254 caractères',
  password_required: 'Le mot de passe est obligatoire',
  password_too_short: 'Le mot de passe doit comporter au moins 8 caractères',
  password_too_long: 'Le mot de passe est trop long (128 caractères maximum)',
  password_too_common: 'Ce mot de passe est trop courant. Veuillez en choisir un plus robuste.',
  password_weak: 'Le mot de passe doit contenir au moins 3 de ces éléments : minuscules, majuscules, chiffres, caractères spéciaux',
  password_mismatch: 'Les mots de passe ne correspondent pas !',
  name_too_short: 'Le nom doit comporter au moins 2 caractères !',
  name_invalid_characters: 'Saisissez votre nom sur une seule ligne, sans caractères spéciaux.',
  name_has_link: 'Saisissez votre nom sans lien, adresse web ni adresse e-mail. Après un point, laissez une espace (M. Martin).',
  url_required: 'L’URL est obligatoire',
  url_protocol: 'Seules les URL HTTP et HTTPS sont autorisées',
  url_invalid: 'Format d’URL non valide',
  url_too_long: 'L’URL est trop longue',
  data_required: 'Les données sont obligatoires',
  data_too_long: 'Données trop longues pour générer un QR code',
  data_invalid: 'Format de données non valide',
  rateLimit: {
    newsletter: {
      one: 'Trop de tentatives d’inscription à la newsletter. Veuillez réessayer dans {{count}} minute.',
      many: 'Trop de tentatives d’inscription à la newsletter. Veuillez réessayer dans {{count}} minutes.',
      other: 'Trop de tentatives d’inscription à la newsletter. Veuillez réessayer dans {{count}} minutes.',
    },
    signin: {
      one: 'Trop de tentatives de connexion. Veuillez réessayer dans {{count}} minute.',
      many: 'Trop de tentatives de connexion. Veuillez réessayer dans {{count}} minutes.',
      other: 'Trop de tentatives de connexion. Veuillez réessayer dans {{count}} minutes.',
    },
    signup: {
      one: 'Trop de tentatives de création de compte. Veuillez réessayer dans {{count}} minute.',
      many: 'Trop de tentatives de création de compte. Veuillez réessayer dans {{count}} minutes.',
      other: 'Trop de tentatives de création de compte. Veuillez réessayer dans {{count}} minutes.',
    },
  },
};
