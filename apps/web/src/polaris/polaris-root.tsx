import '@shopify/polaris/build/esm/styles.css';
import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import type { AnchorHTMLAttributes, ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';

type LinkComponent = NonNullable<ComponentProps<typeof AppProvider>['linkComponent']>;
type LinkProps = ComponentProps<LinkComponent>;

/** Polaris links go through the router so moving between admin pages never reloads the app. */
function RouterLink({ url, external, children, ...rest }: LinkProps) {
  const anchor = rest as AnchorHTMLAttributes<HTMLAnchorElement>;
  if (external || /^[a-z]+:/i.test(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" {...anchor}>
        {children}
      </a>
    );
  }
  return (
    <Link to={url} {...anchor}>
      {children}
    </Link>
  );
}

/** Imported only by the login and admin chunks: Polaris and its CSS never reach shopper pages. */
export function PolarisRoot({ children }: { children: ReactNode }) {
  return (
    <AppProvider i18n={en} linkComponent={RouterLink}>
      {children}
    </AppProvider>
  );
}
