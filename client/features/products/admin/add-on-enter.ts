import type { KeyboardEvent } from 'react';

/** Enter in the inputs of an "add" row adds (instead of saving the whole product). */
export const addOnEnter = (add: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
    event.preventDefault();
    add();
  }
};
