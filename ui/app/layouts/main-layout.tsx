import type { ReactNode } from 'react';
import { SiteFooter } from '../../components/site-footer.tsx';
import { SiteHeader } from '../../components/header/site-header.tsx';

/** Header, page, footer (the footer is left out on problem and focus pages). */
export function MainLayout({ hideFooter, children }: { hideFooter?: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">{children}</main>
      {!hideFooter && <SiteFooter />}
    </div>
  );
}
