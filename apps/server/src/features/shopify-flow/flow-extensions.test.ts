import {
  FLOW_ACTION_PROPERTIES,
  FLOW_ACTIONS,
  FLOW_TRIGGER_EVENTS,
  FLOW_TRIGGER_FIELDS,
  flowActionHandle,
  flowTriggerHandle,
  flowTriggerName,
} from '@roundtrip/core/shopify-flow';
import { describe, expect, it } from 'vitest';
import { flowExtensions } from '../../test/flow-extensions';

// The extensions Shopify CLI deploys must declare exactly what the server sends and reads: a handle or a
// field key that differs would make Shopify refuse every trigger, or Flow post properties we ignore.
const extensions = flowExtensions();
const byHandle = (handle: string) => extensions.find((e) => e.handle === handle);

describe('the Shopify Flow extensions', () => {
  it.each(FLOW_TRIGGER_EVENTS)(
    'declare the %s trigger with the fields core builds its payload from',
    (event) => {
      const ext = byHandle(flowTriggerHandle(event));
      expect(ext).toMatchObject({
        type: 'flow_trigger',
        name: flowTriggerName(event),
        folder: `flow-trigger-request-${event}`,
      });
      expect(ext?.fields).toEqual(FLOW_TRIGGER_FIELDS[event]);
    },
  );

  it.each(FLOW_ACTIONS)(
    'declare the %s action, posting to the actions endpoint with the properties read',
    (action) => {
      const ext = byHandle(flowActionHandle(action));
      expect(ext).toMatchObject({ type: 'flow_action', folder: `flow-action-${action}` });
      expect(ext?.runtime_url).toMatch(/^https:\/\/[^/]+\/api\/flow\/v1\/actions$/);
      expect(ext?.fields.map((f) => f.key)).toEqual(Object.keys(FLOW_ACTION_PROPERTIES[action].shape));
      expect(ext?.fields.every((f) => f.required === true && typeof f.name === 'string')).toBe(true);
    },
  );

  it('declare the trigger lifecycle callback at its endpoint', () => {
    const callbacks = extensions.filter((e) => e.type === 'flow_trigger_lifecycle_callback');
    expect(callbacks.map((e) => e.url)).toEqual([
      expect.stringMatching(/^https:\/\/[^/]+\/api\/flow\/v1\/trigger-lifecycle$/),
    ]);
  });

  it('keep Shopify’s rules for handles and trigger field keys', () => {
    for (const e of extensions.filter((x) => x.handle !== undefined))
      expect(e.handle).toMatch(/^[a-z0-9-]{1,30}$/);
    const keys = extensions
      .filter((e) => e.type === 'flow_trigger')
      .flatMap((e) => e.fields.flatMap((f) => f.key ?? []));
    // Flow's trigger field keys: letters and spaces only.
    for (const key of keys) expect(key).toMatch(/^[a-zA-Z\s]+$/);
  });
});
