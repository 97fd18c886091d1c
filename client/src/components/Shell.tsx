import { useAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer.tsx';
import { SidebarIcon } from './icons.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';
import { WaitingDialog } from './waiting/WaitingDialog.tsx';
import { sidebarOpenAtom } from '../state/ui.ts';
import './Shell.css';

/** The signed-in frame: top bar, collapsible sidebar, content, footer (docs/product.md Shell). */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  return (
    <div className="shell" data-sidebar={open ? 'open' : 'closed'}>
      <TopBar />
      <div className="shell-body">
        {open ? (
          <Sidebar />
        ) : (
          <button
            type="button"
            className="icon-button shell-open-sidebar"
            aria-label={t('sidebar.show')}
            title={t('sidebar.show')}
            onClick={() => setOpen(true)}
          >
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
