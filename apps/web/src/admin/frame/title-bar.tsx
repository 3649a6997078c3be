import { isEmbedded } from '../../lib/app-bridge';

export type TitleBarAction = { content: string; onAction: () => void; disabled?: boolean };

/**
 * Inside the Shopify admin, the page's title and its primary action in the admin's own title bar
 * (App Bridge's `ui-title-bar`: App Bridge clicks our hidden button when the merchant presses its copy).
 * The stand-alone admin has the Polaris page header alone.
 */
export function TitleBar({ title, primary }: { title: string; primary?: TitleBarAction }) {
  if (!isEmbedded()) return null;
  return (
    <ui-title-bar title={title}>
      {primary && (
        <button type="button" variant="primary" onClick={primary.onAction} disabled={primary.disabled}>
          {primary.content}
        </button>
      )}
    </ui-title-bar>
  );
}
