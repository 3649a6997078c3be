import type { ReactNode } from 'react';
import './portal.css';

/** Shared frame of the shopper pages until their own issue lands. */
export function PortalPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="rt-portal">
      <div className="rt-portal__card">
        <h1 className="rt-portal__title">{title}</h1>
        {children}
        <p className="rt-portal__muted">This page is coming soon.</p>
      </div>
    </main>
  );
}
