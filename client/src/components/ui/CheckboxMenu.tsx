import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

/** Each screen styles its menu its own way. */
export interface CheckboxMenuClassNames {
  trigger: string;
  menu: string;
  item: string;
  check: string;
}

interface Props {
  /** The button's visible text. */
  trigger: ReactNode;
  /** Names the menu for assistive technology. */
  label: string;
  items: readonly string[];
  checked: (item: string) => boolean;
  onCheckedChange: (item: string, checked: boolean) => void;
  disabled?: boolean;
  classNames: CheckboxMenuClassNames;
}

/** A button opening a menu of items to tick, over Radix DropdownMenu; it stays open between ticks. */
export function CheckboxMenu({ trigger, label, items, checked, onCheckedChange, disabled, classNames }: Props) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={classNames.trigger} disabled={disabled}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={classNames.menu} align="start" sideOffset={4} aria-label={label}>
          {items.map((item) => (
            <DropdownMenu.CheckboxItem
              key={item}
              className={classNames.item}
              checked={checked(item)}
              onCheckedChange={(on) => onCheckedChange(item, on === true)}
              // Several items are usually ticked in a row: keep the menu open.
              onSelect={(event) => event.preventDefault()}
            >
              <span className={classNames.check} aria-hidden="true">
                <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
              </span>
              {item}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
