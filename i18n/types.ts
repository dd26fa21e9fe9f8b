/** The shape of a dictionary section: the same keys as the English one, any string values. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
