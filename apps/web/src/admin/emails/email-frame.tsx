/** An email's HTML as the reader's mail app shows it: sandboxed, so nothing in it runs. */
export function EmailFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={html}
      style={{ width: '100%', minHeight: 560, border: '1px solid var(--p-color-border)', borderRadius: 8 }}
    />
  );
}
