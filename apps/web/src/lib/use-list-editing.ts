import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldMessages, fieldErrorsOf } from './field-errors';
import { isHttpError } from './http';
import { showErrorToast, showSuccessToast } from './toasts';

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];
/** A contract's `safeParse` answer: the body to send, or the issues the form shows. */
type Checked<Body> = { success: true; data: Body } | { success: false; error: { issues: Issues } };

/** What the modal edits: a new item (no `item`) or an existing one, with the form as typed. */
export type EditTarget<Item, Form> = { item?: Item; form: Form };

type Options<List extends { docs: unknown[] }, Form, Body, Saved> = {
  /** The list; a save or a delete refreshes every query under the key's first part (each page, each search). */
  query: { queryKey: readonly [string, ...unknown[]]; queryFn: () => Promise<List> };
  /** The form a new item starts from. */
  empty: Form;
  /** The contract applied before sending, so most mistakes get their message without a round trip. */
  check: (target: EditTarget<List['docs'][number], Form>) => Checked<Body>;
  /** Sends the target: its form as typed, or the checked body when the contract's output is what the server wants. */
  save: (target: EditTarget<List['docs'][number], Form>, body: Body) => Promise<Saved>;
  /** The toast after a save. */
  saved: (saved: Saved, target: EditTarget<List['docs'][number], Form>) => string;
  remove: (item: List['docs'][number]) => Promise<unknown>;
  /** The toast after a delete, if the page shows one. */
  removed?: (item: List['docs'][number]) => string;
};

/**
 * A settings list edited in place: the list, the add or edit modal's target and field messages, the delete
 * waiting for its confirmation. A failed save keeps the modal open with the server's field messages; a
 * failed delete closes the confirmation and says why.
 */
export function useListEditing<List extends { docs: unknown[] }, Form, Body, Saved>(
  options: Options<List, Form, Body, Saved>,
) {
  type Item = List['docs'][number];
  const client = useQueryClient();
  const query = useQuery(options.query);
  const [editing, setEditing] = useState<EditTarget<Item, Form> | null>(null);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [deleting, setDeleting] = useState<Item | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: [options.query.queryKey[0]] });

  const save = useMutation({
    mutationFn: ({ body, target }: { body: Body; target: EditTarget<Item, Form> }) =>
      options.save(target, body),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: options.remove, onSuccess: refresh });

  const open = (target: EditTarget<Item, Form>) => {
    setErrors({});
    setEditing(target);
  };
  const change = (patch: Partial<Form>) => {
    if (editing) setEditing({ ...editing, form: { ...editing.form, ...patch } });
    setErrors({});
  };
  const close = () => setEditing(null);
  const submit = () => {
    if (!editing) return;
    const checked = options.check(editing);
    if (!checked.success) return setErrors(fieldErrorsOf(checked.error.issues));
    const target = editing;
    save.mutate(
      { body: checked.data, target },
      {
        onSuccess: (saved) => {
          setEditing(null);
          showSuccessToast(options.saved(saved, target));
        },
        onError: (err) => {
          if (isHttpError(err) && err.fields) setErrors(err.fields);
          showErrorToast(err);
        },
      },
    );
  };
  const confirmDelete = () => {
    if (deleting === null) return;
    const item = deleting;
    remove.mutate(item, {
      onSuccess: () => {
        setDeleting(null);
        if (options.removed) showSuccessToast(options.removed(item));
      },
      onError: (err) => {
        setDeleting(null);
        showErrorToast(err);
      },
    });
  };

  return {
    query,
    items: (query.data?.docs ?? []) as Item[],
    refresh,
    editing,
    errors,
    saving: save.isPending,
    add: () => open({ form: options.empty }),
    edit: (item: Item, form: Form) => open({ item, form }),
    change,
    close,
    submit,
    deleting,
    askDelete: setDeleting,
    /** The props of the page's ConfirmDelete, besides its title and message. */
    confirm: {
      open: deleting !== null,
      deleting: remove.isPending,
      onConfirm: confirmDelete,
      onCancel: () => setDeleting(null),
    },
  };
}
