import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface Tab<Value extends string> {
  value: Value;
  label: ReactNode;
  panel: ReactNode;
}

/** Each screen styles its tabs its own way. */
export interface TabClassNames {
  root: string;
  list: string;
  tab: string;
  panel: string;
}

interface Props<Value extends string> {
  /** The chosen tab; '' for none yet. */
  value: Value | '';
  onValueChange: (value: Value) => void;
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly Tab<Value>[];
  classNames: TabClassNames;
  /** Manual: arrows move the focus and Enter or Space opens a tab (for panels that are costly to show). */
  activationMode?: 'automatic' | 'manual';
  /** Between the tab list and the panels (what to do when no tab is chosen yet). */
  children?: ReactNode;
}

/** Tabs over Radix Tabs: the keyboard moves and the tab/tabpanel roles come from it. */
export function Tabs<Value extends string>({ value, onValueChange, label, tabs, classNames, activationMode, children }: Props<Value>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => onValueChange(next as Value)} activationMode={activationMode} className={classNames.root}>
      <RadixTabs.List className={classNames.list} aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className={classNames.tab}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children}
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className={classNames.panel}>
          {tab.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
