import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TextField } from './text-field';

afterEach(cleanup);

describe('TextField', () => {
  it('says what the field takes until a hint or an error replaces it, and describes the input with what is shown', () => {
    const { rerender } = render(<TextField label="ชื่อผู้ใช้" help="ภาษาอังกฤษหรือตัวเลข 4-16 ตัว" liveNote />);
    const input = screen.getByLabelText('ชื่อผู้ใช้');
    const described = () => document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described()?.textContent).toBe('ภาษาอังกฤษหรือตัวเลข 4-16 ตัว');
    expect(described()?.className).toBe('field__hint field__hint--help field__hint--live');

    rerender(<TextField label="ชื่อผู้ใช้" help="ภาษาอังกฤษหรือตัวเลข 4-16 ตัว" hint="✓ ใช้ชื่อนี้ได้" liveNote />);
    expect(described()?.textContent).toBe('✓ ใช้ชื่อนี้ได้');
    expect(described()?.className).toBe('field__hint field__hint--live');

    rerender(<TextField label="ชื่อผู้ใช้" help="ภาษาอังกฤษหรือตัวเลข 4-16 ตัว" error="ชื่อผู้ใช้นี้ถูกใช้แล้ว" liveNote />);
    expect(described()?.textContent).toBe('ชื่อผู้ใช้นี้ถูกใช้แล้ว');
    expect(screen.queryByText('ภาษาอังกฤษหรือตัวเลข 4-16 ตัว')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
