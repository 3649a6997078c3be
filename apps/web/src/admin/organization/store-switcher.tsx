import { ActionList, Button, Popover } from '@shopify/polaris';
import { useState } from 'react';
import { showErrorToast } from '../../lib/toasts';
import { switchToStore, useConnectedStores } from './use-connected-stores';

/** The top bar's store switcher: shown once the user has another store to switch to. */
export function StoreSwitcher() {
  const stores = useConnectedStores().data?.docs.filter((s) => s.can_switch) ?? [];
  const [open, setOpen] = useState(false);
  if (stores.length === 0) return null;
  return (
    <Popover
      active={open}
      onClose={() => setOpen(false)}
      activator={
        <Button size="slim" disclosure onClick={() => setOpen((v) => !v)}>
          Switch store
        </Button>
      }
    >
      <ActionList
        actionRole="menuitem"
        items={stores.map((s) => ({
          content: s.name || s.store,
          helpText: `${s.relation === 'parent' ? 'Parent' : 'Child'} store · ${s.store}`,
          onAction: () => {
            setOpen(false);
            switchToStore(s.id).catch(showErrorToast);
          },
        }))}
      />
    </Popover>
  );
}
