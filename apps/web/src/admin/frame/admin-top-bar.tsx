import { InlineStack, Text, TopBar } from '@shopify/polaris';
import { ExitIcon } from '@shopify/polaris-icons';
import { useState } from 'react';
import { useAppState } from '../../lib/store';

type Props = { onNavigationToggle: () => void; onLogout: () => void };

function initialsOf(text: string): string {
  const parts = text.split(/[\s@.]+/).filter(Boolean);
  return (parts[0]?.[0] ?? '?').toUpperCase() + (parts[1]?.[0] ?? '').toUpperCase();
}

export function AdminTopBar({ onNavigationToggle, onLogout }: Props) {
  const user = useAppState((s) => s.user);
  const storeLogo = useAppState((s) => s.store_logo);
  const storeName = useAppState((s) => s.dashboard?.store_name ?? s.user.store ?? '');
  const [menuOpen, setMenuOpen] = useState(false);

  const name = user.name || user.email || 'Account';
  const who = user.name && user.email ? `${user.name} (${user.email})` : name;

  const userMenu = (
    <TopBar.UserMenu
      name={name}
      detail={storeName}
      initials={initialsOf(name)}
      accessibilityLabel={`Account menu for ${who}`}
      open={menuOpen}
      onToggle={() => setMenuOpen((open) => !open)}
      actions={[{ items: [{ content: 'Logout', icon: ExitIcon, onAction: onLogout }] }]}
    />
  );

  // The store, not Roundtrip, is the brand a merchant recognises here.
  const store = (
    <InlineStack gap="200" blockAlign="center" wrap={false}>
      {storeLogo && <img src={storeLogo} alt="" width={32} height={32} style={{ objectFit: 'contain' }} />}
      <Text as="span" variant="headingSm" truncate>
        {storeName}
      </Text>
    </InlineStack>
  );

  return (
    <TopBar
      showNavigationToggle
      onNavigationToggle={onNavigationToggle}
      contextControl={<div style={{ padding: '0 1rem', color: 'var(--p-color-text-inverse)' }}>{store}</div>}
      userMenu={userMenu}
    />
  );
}
