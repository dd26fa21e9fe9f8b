import { createFileRoute } from '@tanstack/react-router';
import { useT } from '../i18n';

export const Route = createFileRoute('/')({ component: Home });

function Home() {
  const t = useT();
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 text-center">
      <h1 className="text-4xl font-bold sm:text-5xl">{t('hero.title')}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t('hero.subtitle')}</p>
    </section>
  );
}
