import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

type MoneyInputProps = Omit<ComponentProps<typeof Input>, 'type' | 'inputMode' | 'step'>;

/** An amount of dollars: the numeric keyboard on phones, steps of a cent, never below 0 unless told. */
export function MoneyInput({ min = '0', ...props }: MoneyInputProps) {
  return <Input type="number" inputMode="decimal" step="0.01" min={min} {...props} />;
}
