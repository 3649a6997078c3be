export const sumBy = <T>(list: readonly T[], f: (t: T) => number) => list.reduce((n, t) => n + f(t), 0);
