import { Avatar, InlineStack, Text, TopBar, useBreakpoints } from '@shopify/polaris';
import { ExitIcon, PersonIcon } from '@shopify/polaris-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppState } from '../../lib/store';
import { StoreSwitcher } from '../organization/store-switcher';

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
  const navigate = useNavigate();

  const name = user.name || user.email || 'Account';
  const initials = initialsOf(name);
  const { mdDown } = useBreakpoints();

  const userMenu = (
    <TopBar.UserMenu
      name={name}
      detail={storeName}
      initials={initials}
      // Polaris' own button is named by a label that leaves out its initials, or by its text which
      // says the name twice (the avatar's too). Ours is named by exactly the words it shows (axe
      // label-content-name-mismatch), so a voice-control user can say what they see.
      customActivator={
        <InlineStack gap="200" blockAlign="center" wrap={false}>
          {mdDown ? null : (
            <div style={{ maxWidth: '10rem', textAlign: 'start', paddingInlineStart: '0.625rem' }}>
              <Text as="p" variant="bodySm" fontWeight="medium" truncate>
                {name}
              </Text>{' '}
              <Text as="p" variant="bodyXs" tone="text-inverse-secondary" truncate>
                {storeName}
              </Text>
            </div>
          )}
          <span aria-hidden="true">
            <Avatar size="md" initials={initials} />
          </span>
        </InlineStack>
      }
      // On a phone only the avatar shows: the label names the account instead.
      accessibilityLabel={mdDown ? `${name}, ${storeName}` : undefined}
      open={menuOpen}
      onToggle={() => setMenuOpen((open) => !open)}
      actions={[
        {
          items: [
            { content: 'Your profile', icon: PersonIcon, onAction: () => navigate('/admin/profile') },
            { content: 'Logout', icon: ExitIcon, onAction: onLogout },
          ],
        },
      ]}
    />
  );

  // The store, not Roundtrip, is the brand a merchant recognises here.
  const store = (
    <InlineStack gap="200" blockAlign="center" wrap={false}>
      {storeLogo && <img src={storeLogo} alt="" width={32} height={32} style={{ objectFit: 'contain' }} />}
      <Text as="span" variant="headingSm" truncate>
        {storeName}
      </Text>
      <StoreSwitcher />
    </InlineStack>
  );

  // Polaris draws the top bar in a plain div: the header makes it the page's banner landmark, so the
  // store name is not loose content (axe region).
  return (
    <header>
      <TopBar
        showNavigationToggle
        onNavigationToggle={onNavigationToggle}
        contextControl={
          <div style={{ padding: '0 1rem', color: 'var(--p-color-text-inverse)' }}>{store}</div>
        }
        userMenu={userMenu}
      />
    </header>
  );
}
