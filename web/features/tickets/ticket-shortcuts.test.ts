import { afterEach, describe, expect, it } from 'vitest';
import { shortcutFor } from './ticket-shortcuts';

function pressOn(html: string, key: string, init: KeyboardEventInit = {}) {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-target]') ?? document.body;
  const event = new KeyboardEvent('keydown', { key, bubbles: true, ...init });
  let action: ReturnType<typeof shortcutFor> = null;
  document.addEventListener('keydown', (seen) => (action = shortcutFor(seen)), { once: true });
  target.dispatchEvent(event);
  return action;
}

describe('which key presses are shortcuts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('maps each key to its action on the page and on a ticket row', () => {
    const row =
      '<table><tbody><tr data-ticket-row="7" tabindex="-1" data-target><td>x</td></tr></tbody></table>';
    expect(['j', 'k', 'o', 'a', 'n', 's', '?'].map((key) => pressOn('', key))).toEqual([
      'next',
      'previous',
      'open',
      'assignToMe',
      'addNote',
      'changeStatus',
      'help',
    ]);
    expect(['ArrowDown', 'ArrowUp', 'Enter'].map((key) => pressOn(row, key))).toEqual([
      'next',
      'previous',
      'open',
    ]);
    expect(pressOn('', 'Enter')).toBe('open');
    expect(pressOn('', 'x')).toBeNull();
  });

  it('leaves keys to whatever is being typed in', () => {
    for (const field of [
      '<input data-target>',
      '<input type="search" data-target>',
      '<textarea data-target></textarea>',
      '<select data-target><option>a</option></select>',
      '<div contenteditable="true"><p data-target>text</p></div>',
      '<button role="combobox" data-target>Status</button>',
      '<div role="listbox"><div role="option" data-target>Open</div></div>',
    ]) {
      expect(pressOn(field, 'j'), field).toBeNull();
    }
    expect(pressOn('<input type="checkbox" data-target>', 'j')).toBe('next');
  });

  it('ignores Ctrl, Alt and Meta chords, composition and keys already handled', () => {
    expect(pressOn('', 'j', { ctrlKey: true })).toBeNull();
    expect(pressOn('', 'j', { altKey: true })).toBeNull();
    expect(pressOn('', 'j', { metaKey: true })).toBeNull();
    expect(pressOn('', 'j', { isComposing: true })).toBeNull();
    expect(pressOn('', '?', { shiftKey: true })).toBe('help');
  });

  it('leaves Enter and the arrows to buttons, links and the page, and keys to other dialogs', () => {
    expect(pressOn('<button data-target>Claims</button>', 'Enter')).toBeNull();
    expect(pressOn('<a href="/x" data-target>x</a>', 'Enter')).toBeNull();
    expect(pressOn('<button data-target>Claims</button>', 'j')).toBe('next');
    expect(pressOn('', 'ArrowDown')).toBeNull();
    expect(pressOn('<div role="dialog"><button data-target>Save</button></div>', 'j')).toBeNull();
    expect(pressOn('<div role="alertdialog"><button data-target>OK</button></div>', 'a')).toBeNull();
    expect(
      pressOn('<div role="dialog" data-ticket-dialog><button data-target>Edit</button></div>', 'j'),
    ).toBe('next');
  });
});
