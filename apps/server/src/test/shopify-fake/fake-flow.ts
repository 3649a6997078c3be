import { type FlowExtension, flowExtensions } from '../flow-extensions';
import type { FakeShop } from './fake-state';

/** One flowTriggerReceive the fake accepted: what Flow would start the shop's workflows with. */
export type FakeFlowTrigger = { handle: string; payload: Record<string, unknown>; receivedAt: string };

// Kept beside the shop, as billing is, so Flow composes onto the fake without changing its state.
const triggersOf = new WeakMap<FakeShop, FakeFlowTrigger[]>();

export function fakeFlowTriggers(shop: FakeShop): FakeFlowTrigger[] {
  let list = triggersOf.get(shop);
  if (!list) {
    list = [];
    triggersOf.set(shop, list);
  }
  return list;
}

/** Shopify's limit on one trigger's payload. */
const MAX_PAYLOAD_BYTES = 50_000;

const refused = (message: string, field: string[]) => ({ userErrors: [{ field, message }] });

/** A reference field arrives as `<object>_id` with the object's numeric id; the others under their key. */
const keyOf = (f: FlowExtension['fields'][number]) =>
  f.type.endsWith('_reference') ? `${f.type.slice(0, -'_reference'.length)}_id` : (f.key ?? '');

/** What the trigger's declared fields refuse in a payload, the way Flow checks it against the schema. */
function schemaProblems(trigger: FlowExtension, payload: Record<string, unknown>): string[] {
  const declared = new Map(trigger.fields.map((f) => [keyOf(f), f.type]));
  const problems = Object.keys(payload)
    .filter((k) => !declared.has(k))
    .map((k) => `${k} is not a field of the trigger`);
  for (const [key, type] of declared) {
    const value = payload[key];
    if (value === undefined) problems.push(`${key} is missing`);
    else if (type.endsWith('_reference') && !(Number.isSafeInteger(value) && Number(value) > 0))
      problems.push(`${key} must be a numeric id`);
    else if (type === 'number_decimal' && !(typeof value === 'number' && Number.isFinite(value)))
      problems.push(`${key} must be a number`);
    else if (type.endsWith('_text_field') && typeof value !== 'string')
      problems.push(`${key} must be a string`);
  }
  return problems;
}

type Args = { handle?: string | null; payload?: unknown };

/** flowTriggerReceive, spread into the fake's mutation root; the triggers are the app's extensions. */
export function flowMutations(ctx: { shop: FakeShop; now: string }) {
  return {
    flowTriggerReceive: (args: Args) => {
      const trigger = flowExtensions().find((e) => e.type === 'flow_trigger' && e.handle === args.handle);
      if (!trigger) return refused(`Invalid handle: ${args.handle ?? ''}`, ['handle']);
      const payload = args.payload;
      if (!payload || typeof payload !== 'object' || Array.isArray(payload))
        return refused('The payload must be a JSON object', ['payload']);
      if (Buffer.byteLength(JSON.stringify(payload)) > MAX_PAYLOAD_BYTES)
        return refused('The payload is larger than 50 KB', ['payload']);
      const record = payload as Record<string, unknown>;
      const problems = schemaProblems(trigger, record);
      if (problems.length) return refused(`Errors validating schema: ${problems.join('; ')}`, ['payload']);
      fakeFlowTriggers(ctx.shop).push({ handle: trigger.handle ?? '', payload: record, receivedAt: ctx.now });
      return { userErrors: [] };
    },
  };
}
