import type { RadioGroupProps } from 'antd-mobile/es/components/radio';
import Radio from 'antd-mobile/es/components/radio';
import Space from 'antd-mobile/es/components/space';

export interface Option {
  code: string;
  name: string;
}

/**
 * The radio-group field of spec 2 screen 14: one radio per option list item (sex, marital status…).
 * Inside a Form.Item it receives value and onChange like the Radio.Group it wraps.
 */
export function OptionRadios({ options, ...group }: RadioGroupProps & { options: readonly Option[] }) {
  return (
    <Radio.Group {...group}>
      {/* Wraps rather than running off the screen (long options, elder mode's larger type). */}
      <Space wrap>
        {options.map((option) => (
          <Radio key={option.code} value={option.code}>
            {option.name}
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}
