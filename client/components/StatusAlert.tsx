import { Alert } from '@chakra-ui/react';

export interface StatusAlertProps {
  status: 'error' | 'warning';
  title: string;
  'data-testid'?: string;
}

/** A failed fetch or a warning in one line (alert-deferred.ts loads this apart: Chakra's alert and its icons). */
export function StatusAlert({ status, title, ...rest }: StatusAlertProps) {
  return (
    <Alert.Root status={status} borderRadius="lg" role={status === 'error' ? 'alert' : undefined} {...rest}>
      <Alert.Indicator />
      <Alert.Title>{title}</Alert.Title>
    </Alert.Root>
  );
}
