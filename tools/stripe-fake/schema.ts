import { exclusive, invalid, missing, unknownParam } from './errors.ts';
import type { FormObject, FormValue } from './form.ts';

/**
 * A small validator for Stripe's request parameters: every parameter an endpoint documents is declared,
 * so anything else is refused as unknown (`parameter_unknown`), required ones as missing
 * (`parameter_missing`), and values by type, enum and length, with the parameter's bracketed path in
 * `param` as Stripe names it (https://docs.stripe.com/api/errors).
 */
export interface Schema<T> {
  parse(value: FormValue, path: string): T;
}

const child = (path: string, key: string) => (path ? `${path}[${key}]` : key);

export function str(
  options: { max?: number; enum?: readonly string[]; email?: boolean; url?: boolean; nonEmpty?: boolean } = {},
): Schema<string> {
  return {
    parse(value, path) {
      if (typeof value !== 'string') throw invalid(path, `Invalid string: ${path} must be a string, not a hash`);
      if (options.nonEmpty && value === '') {
        throw invalid(
          path,
          `You passed an empty string for '${path}'. We assume empty values are an attempt to unset a parameter; however '${path}' cannot be unset. You should remove '${path}' from your request or supply a non-empty value.`,
          'parameter_invalid_empty',
        );
      }
      if (options.enum && !options.enum.includes(value)) {
        // Stripe names the allowed values and gives no error code for an unknown enum value.
        throw invalid(path, `Invalid ${path}: must be one of ${options.enum.join(', ')}`);
      }
      if (options.max !== undefined && value.length > options.max) {
        throw invalid(path, `Invalid string: ${value.slice(0, 20)}...; must be at most ${options.max} characters`);
      }
      if (options.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
        throw invalid(path, `Invalid email address: ${value}`, 'email_invalid');
      if (options.url && !isUrl(value)) throw invalid(path, `Not a valid URL`, 'url_invalid');
      return value;
    },
  };
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function int(options: { min?: number; max?: number } = {}): Schema<number> {
  return {
    parse(value, path) {
      if (typeof value !== 'string' || !/^-?\d+$/.test(value))
        throw invalid(path, `Invalid integer: ${String(value)}`, 'parameter_invalid_integer');
      const n = Number(value);
      if (options.min !== undefined && n < options.min) {
        throw invalid(path, `This value must be greater than or equal to ${options.min}.`, 'parameter_invalid_integer');
      }
      if (options.max !== undefined && n > options.max) {
        throw invalid(path, `This value must be less than or equal to ${options.max}.`, 'parameter_invalid_integer');
      }
      return n;
    },
  };
}

export function decimal(options: { min?: number; max?: number; exclusiveMin?: boolean } = {}): Schema<number> {
  return {
    parse(value, path) {
      if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) throw invalid(path, `Invalid decimal: ${String(value)}`);
      const n = Number(value);
      const tooLow = options.min !== undefined && (options.exclusiveMin ? n <= options.min : n < options.min);
      if (tooLow || (options.max !== undefined && n > options.max)) {
        throw invalid(
          path,
          `Invalid ${path}: must be ${options.exclusiveMin ? 'greater than' : 'at least'} ${options.min} and at most ${options.max}`,
        );
      }
      return n;
    },
  };
}

export function bool(): Schema<boolean> {
  return {
    parse(value, path) {
      if (value !== 'true' && value !== 'false') throw invalid(path, `Invalid boolean: ${String(value)}`);
      return value === 'true';
    },
  };
}

/** A documented parameter the fake accepts without modelling its inside (nothing the shop sends uses it). */
export function anything(): Schema<FormValue> {
  return { parse: (value) => value };
}

type Shape = Record<string, Schema<unknown>>;
type Parsed<S extends Shape> = { [K in keyof S]?: S[K] extends Schema<infer T> ? T : never };

/**
 * A hash of known keys. `required` keys must be present; each group in `oneOf` may have at most one
 * member present (`parameters_exclusive`), or exactly one when the group is marked `exactlyOne`.
 */
export function obj<S extends Shape>(
  shape: S,
  options: {
    required?: readonly (keyof S & string)[];
    oneOf?: readonly { keys: readonly (keyof S & string)[]; exactlyOne?: boolean }[];
  } = {},
): Schema<Parsed<S>> {
  return {
    parse(value, path) {
      if (typeof value !== 'object') throw invalid(path, `Invalid object: ${path || 'the request'} must be a hash`);
      const result: Record<string, unknown> = {};
      for (const [key, raw] of Object.entries(value)) {
        const schema = shape[key];
        if (!schema) throw unknownParam(child(path, key));
        result[key] = schema.parse(raw, child(path, key));
      }
      for (const key of options.required ?? []) if (!(key in value)) throw missing(child(path, key));
      for (const group of options.oneOf ?? []) {
        const present = group.keys.filter((key) => key in value);
        if (present.length > 1) throw exclusive(group.keys.map((key) => child(path, key)));
        if (group.exactlyOne && present.length === 0) throw missing(child(path, group.keys[0]));
      }
      return result as Parsed<S>;
    },
  };
}

export function arr<T>(item: Schema<T>, options: { max?: number } = {}): Schema<T[]> {
  return {
    parse(value, path) {
      if (typeof value !== 'object') throw invalid(path, `Invalid array: ${path} must be an array`);
      const keys = Object.keys(value);
      keys.forEach((key, i) => {
        if (key !== String(i)) throw invalid(child(path, key), `Invalid array: ${path} must be indexed 0, 1, 2, … in order`);
      });
      if (options.max !== undefined && keys.length > options.max) {
        throw invalid(path, `Invalid array: ${path} can have at most ${options.max} elements; it has ${keys.length}`);
      }
      return keys.map((key) => item.parse((value as FormObject)[key], child(path, key)));
    },
  };
}

/**
 * Metadata (https://docs.stripe.com/metadata): up to 50 keys, keys up to 40 characters without square
 * brackets, values up to 500 characters. An empty value unsets a key.
 */
export function metadata(): Schema<Record<string, string>> {
  return {
    parse(value, path) {
      if (value === '') return {};
      if (typeof value !== 'object') throw invalid(path, `Invalid metadata: ${path} must be a hash`);
      const entries = Object.entries(value);
      if (entries.length > 50) throw invalid(path, `Invalid metadata: ${path} can have at most 50 keys; it has ${entries.length}`);
      const result: Record<string, string> = {};
      for (const [key, raw] of entries) {
        if (key.length > 40)
          throw invalid(child(path, key), `Invalid metadata: keys must be at most 40 characters; "${key.slice(0, 20)}…" has ${key.length}`);
        if (typeof raw !== 'string') throw invalid(child(path, key), `Invalid metadata: values must be strings, not hashes`);
        if (raw.length > 500)
          throw invalid(child(path, key), `Invalid metadata: values must be at most 500 characters; ${key} has ${raw.length}`);
        if (raw !== '') result[key] = raw;
      }
      return result;
    },
  };
}

/** `expand[]`: the fake expands what it models (see each endpoint) and accepts the list. */
export const expand = () => arr(str({ max: 5000 }));
