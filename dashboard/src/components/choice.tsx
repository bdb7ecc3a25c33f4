/** A labelled single choice (React Aria Select) of a few fixed options. */
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

export interface ChoiceProps {
  label: string;
  options: readonly { id: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  name?: string;
  isDisabled?: boolean;
}

export function Choice({ label, options, value, onChange, name, isDisabled }: ChoiceProps) {
  return (
    <Select
      className="field"
      selectedKey={value}
      onSelectionChange={(key) => onChange(String(key))}
      {...(name ? { name } : {})}
      {...(isDisabled ? { isDisabled } : {})}
    >
      <Label>{label}</Label>
      <Button className="select-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="popover">
        <ListBox className="listbox" items={options}>
          {(o) => (
            <ListBoxItem id={o.id} className="option">
              {o.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
