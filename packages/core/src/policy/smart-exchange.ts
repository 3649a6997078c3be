/** Smart exchange (Grow): suggest the variant the shopper most likely wants from the reason given. */

export type SmartVariant = {
  id: string;
  option1: string | null;
  option2: string | null;
  option3: string | null;
  selectable: boolean;
};
export type SmartInput = {
  /** The product's options in position order (position 1 is option1). */
  options: readonly { name: string; position: number; values: readonly string[] }[];
  /** Option values of the variant bought, by option name. */
  bought: readonly { name: string; value: string }[];
  reason: string | null | undefined;
  variants: readonly SmartVariant[];
};

const SIZE = /size/i;
const COLOUR = /colou?r/i;

/** Which way the reason points: a bigger or smaller size, another colour, or nothing we can read. */
export function reasonDirection(reason: string | null | undefined): 'up' | 'down' | 'colour' | null {
  const r = (reason ?? '').toLowerCase();
  if (/too (small|tight|short|narrow)|(runs|fits) (small|tight)|smaller than/.test(r)) return 'up';
  if (/too (large|big|loose|long|wide)|(runs|fits) (large|big|loose)|bigger than|larger than/.test(r))
    return 'down';
  if (/colou?r/.test(r)) return 'colour';
  return null;
}

const optionValue = (v: SmartVariant, position: number) =>
  position === 1 ? v.option1 : position === 2 ? v.option2 : v.option3;

/**
 * The suggested variant id, or null. Too small: the next size up (the option's value order), other
 * options unchanged; too large: the next size down; colour: the first other colour in the same size.
 * Only selectable variants are suggested.
 */
export function suggestVariant(input: SmartInput): string | null {
  const direction = reasonDirection(input.reason);
  if (!direction) return null;
  const option = input.options.find((o) => (direction === 'colour' ? COLOUR : SIZE).test(o.name));
  if (!option) return null;
  const bought = new Map(input.bought.map((b) => [b.name.toLowerCase(), b.value]));
  const current = bought.get(option.name.toLowerCase());
  if (current === undefined) return null;
  const index = option.values.indexOf(current);
  const wanted =
    direction === 'up'
      ? option.values.slice(index + 1, index + 2)
      : direction === 'down'
        ? index > 0
          ? [option.values[index - 1] as string]
          : []
        : option.values.filter((v) => v !== current);
  for (const target of wanted) {
    const match = input.variants.find(
      (v) =>
        v.selectable &&
        input.options.every((o) => {
          const value = optionValue(v, o.position);
          return o === option ? value === target : value === (bought.get(o.name.toLowerCase()) ?? value);
        }),
    );
    if (match) return match.id;
  }
  return null;
}
