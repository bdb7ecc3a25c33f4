/** A labelled single choice (React Aria Select) of a few fixed options. */
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

export interface ChoiceProps {
  label: string;
  options: readonly { id: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  name?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
}

export function Choice({ label, options, value, onChange, name, isDisabled, isRequired }: ChoiceProps) {
  return (
    <Select
      className="field"
      selectedKey={value || null}
      onSelectionChange={(key) => onChange(String(key))}
      {...(name ? { name } : {})}
      {...(isDisabled ? { isDisabled } : {})}
      {...(isRequired ? { isRequired } : {})}
      placeholder="Choose…"
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
      <FieldError className="field-error" />
    </Select>
  );
}
