// The pseudo-language (docs/decisions/062): with it on, every text that comes from a catalogue is
// wrapped in these marks, so a journey that reads each screen can find the words that did not.

export const PSEUDO_MARKS = { open: '⟦', close: '⟧' } as const;
const PSEUDO_FLAG = 'turfbook.pseudo-language';

export function pseudoLanguageOn(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(PSEUDO_FLAG) === '1';
  } catch {
    return false;
  }
}
