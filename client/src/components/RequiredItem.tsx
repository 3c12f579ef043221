import { Form } from 'antd-mobile';
import type { ReactElement } from 'react';
import type { FormRule } from '../lib/formRules.ts';

interface RequiredItemProps {
  name: string;
  label: string;
  /** The check of the value, with its message. */
  rule: FormRule;
  children: ReactElement;
}

/** A form field that must be filled in: marked required and checked by one rule. */
export function RequiredItem({ name, label, rule, children }: RequiredItemProps) {
  return (
    <Form.Item name={name} label={label} required rules={[rule]}>
      {children}
    </Form.Item>
  );
}
