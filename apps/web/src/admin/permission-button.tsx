import { Button, type ButtonProps, Tooltip } from '@shopify/polaris';

/**
 * A button the member's permissions forbid: disabled, not hidden, the hint (from `usePermission`) as its
 * tooltip and in its accessible name, as `lockedBy` does for a page's actions.
 */
export function PermissionButton({ hint, ...props }: ButtonProps & { hint: string | undefined }) {
  if (!hint) return <Button {...props} />;
  const name = props.accessibilityLabel ?? (typeof props.children === 'string' ? props.children : '');
  return (
    <Tooltip content={hint}>
      <Button {...props} disabled accessibilityLabel={`${name}: ${hint}`} />
    </Tooltip>
  );
}
