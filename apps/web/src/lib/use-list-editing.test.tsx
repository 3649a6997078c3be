import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createQueryClient } from '../admin/admin-app';
import { appStore } from './store';
import { useListEditing } from './use-list-editing';

type Place = { id: string; name: string };
const placeBody = z.object({ name: z.string().trim().min(1, 'Enter a name') });

/** A list kept in memory, the way the server keeps it: "Taken" is refused with a field message. */
function placesServer(start: Place[]) {
  const places = [...start];
  let loads = 0;
  return {
    places,
    loads: () => loads,
    list: async () => {
      loads += 1;
      return { docs: [...places] };
    },
    save: async (id: string | undefined, body: { name: string }): Promise<Place> => {
      if (body.name === 'Taken') {
        throw {
          status: 400,
          code: 'VALIDATION_FAILED',
          message: 'Name taken',
          fields: { name: 'Already used' },
        };
      }
      const place = { id: id ?? `p${places.length + 1}`, ...body };
      const at = places.findIndex((p) => p.id === place.id);
      if (at < 0) places.push(place);
      else places[at] = place;
      return place;
    },
    remove: async (p: Place) => {
      if (p.name === 'Locked') throw { status: 409, code: 'CONFLICT', message: 'Still in use' };
      places.splice(
        places.findIndex((x) => x.id === p.id),
        1,
      );
    },
  };
}

function renderPlaces(server: ReturnType<typeof placesServer>) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      useListEditing({
        query: { queryKey: ['places', 1], queryFn: server.list },
        empty: { name: '' },
        check: ({ form }) => placeBody.safeParse(form),
        save: ({ item }, body) => server.save(item?.id, body),
        saved: (p, { item }) => (item ? `${p.name} saved` : `${p.name} added`),
        remove: server.remove,
        removed: (p) => `${p.name} deleted`,
      }),
    { wrapper },
  );
}

const toast = () => ({ message: appStore.getState().toastMsg, error: appStore.getState().toastError });

describe('useListEditing', () => {
  it('adds an item: the contract refuses an empty form first, then the save closes, toasts and reloads', async () => {
    const server = placesServer([{ id: 'p1', name: 'Shop' }]);
    const { result } = renderPlaces(server);
    await waitFor(() => expect(result.current.items).toEqual([{ id: 'p1', name: 'Shop' }]));

    act(() => result.current.add());
    expect(result.current.editing).toEqual({ form: { name: '' } });
    act(() => result.current.submit());
    expect(result.current.errors).toEqual({ name: 'Enter a name' });
    expect(result.current.editing).not.toBeNull();

    act(() => result.current.change({ name: 'Kiosk' }));
    expect(result.current.errors).toEqual({});
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.editing).toBeNull());
    expect(toast()).toEqual({ message: 'Kiosk added', error: false });
    await waitFor(() => expect(result.current.items.map((p) => p.name)).toEqual(['Shop', 'Kiosk']));
    expect(server.loads()).toBe(2);
  });

  it("edits an existing item and keeps the modal open with the server's field message when it refuses", async () => {
    const server = placesServer([{ id: 'p1', name: 'Shop' }]);
    const { result } = renderPlaces(server);
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    const shop = result.current.items[0] as Place;

    act(() => result.current.edit(shop, { name: 'Taken' }));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.errors).toEqual({ name: 'Already used' }));
    expect(result.current.editing).toEqual({ item: shop, form: { name: 'Taken' } });
    expect(toast()).toEqual({ message: 'Name taken', error: true });

    act(() => result.current.change({ name: 'Main shop' }));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.editing).toBeNull());
    expect(toast()).toEqual({ message: 'Main shop saved', error: false });
    await waitFor(() => expect(result.current.items).toEqual([{ id: 'p1', name: 'Main shop' }]));
  });

  it('opens a new form without the last one’s messages', async () => {
    const server = placesServer([]);
    const { result } = renderPlaces(server);
    act(() => result.current.add());
    act(() => result.current.submit());
    expect(result.current.errors).toEqual({ name: 'Enter a name' });
    act(() => result.current.close());
    act(() => result.current.add());
    expect(result.current.errors).toEqual({});
  });

  it('deletes after the confirmation, and closes it saying why when the delete is refused', async () => {
    const server = placesServer([
      { id: 'p1', name: 'Shop' },
      { id: 'p2', name: 'Locked' },
    ]);
    const { result } = renderPlaces(server);
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    const [shop, locked] = result.current.items as [Place, Place];

    act(() => result.current.askDelete(shop));
    expect(result.current.confirm.open).toBe(true);
    act(() => result.current.confirm.onCancel());
    expect(result.current.confirm.open).toBe(false);
    expect(server.places).toHaveLength(2);

    act(() => result.current.askDelete(shop));
    act(() => result.current.confirm.onConfirm());
    await waitFor(() => expect(result.current.confirm.open).toBe(false));
    expect(toast()).toEqual({ message: 'Shop deleted', error: false });
    await waitFor(() => expect(result.current.items).toEqual([locked]));

    act(() => result.current.askDelete(locked));
    act(() => result.current.confirm.onConfirm());
    await waitFor(() => expect(result.current.confirm.open).toBe(false));
    expect(toast()).toEqual({ message: 'Still in use', error: true });
    expect(result.current.items).toEqual([locked]);
  });
});
