import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer.tsx';
import { SidebarIcon } from './icons.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';
import { useSidebar } from './useSidebar.ts';
import { WaitingDialog } from './waiting/WaitingDialog.tsx';
import './Shell.css';
import './ShellNarrow.css';

/** The signed-in frame: top bar, collapsible sidebar (a drawer on a phone), content, footer (docs/product.md Shell). */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { narrow, open, setOpen } = useSidebar();
  return (
    <div className="shell" data-sidebar={open ? 'open' : 'closed'} data-narrow={narrow || undefined}>
      <TopBar />
      <div className="shell-body">
        {open ? (
          <>
            <Sidebar onHide={() => setOpen(false)} />
            {narrow && <button type="button" className="shell-scrim" aria-label={t('sidebar.hide')} tabIndex={-1} onClick={() => setOpen(false)} />}
          </>
        ) : (
          <button type="button" className="icon-button shell-open-sidebar" aria-label={t('sidebar.show')} title={t('sidebar.show')} onClick={() => setOpen(true)}>
            <SidebarIcon />
          </button>
        )}
        <div className="shell-main">
          <main className="shell-content">{children}</main>
          <Footer />
        </div>
      </div>
      <WaitingDialog />
    </div>
  );
}
