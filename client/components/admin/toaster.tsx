// Toasts of the admin screens: the spec's success and failure alerts, never window.alert.
import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useMemo, useRef } from 'react';

const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

/** Each returns the toast's id, for `dismiss`. */
export const notify = {
  success: (title: string) => toaster.create({ type: 'success', title, duration: 5000 }),
  error: (title: string) => toaster.create({ type: 'error', title, duration: 9000 }),
  /** Takes a toast away before its time, e.g. a failure that a later success has made untrue. */
  dismiss: (id: string) => toaster.dismiss(id),
};

/**
 * A form's answers: each one replaces the form's last failure toast, so a success never stands next to a stale
 * refusal and a second refusal does not pile up on the first. `clear` takes the failure away (a local check now says
 * what is wrong in place).
 */
export function useFormToasts() {
  const failure = useRef<string | null>(null);
  return useMemo(() => {
    const clear = () => {
      if (failure.current) notify.dismiss(failure.current);
      failure.current = null;
    };
    return {
      clear,
      success(title: string) {
        clear();
        notify.success(title);
      },
      error(title: string) {
        clear();
        failure.current = notify.error(title);
      },
    };
  }, []);
}

/** Rendered once by the admin app. Errors are announced assertively, successes politely. */
export function AdminToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'} data-testid={`toast-${toast.type}`}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
