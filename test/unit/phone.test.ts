import { describe, expect, it } from 'vitest';
import { normaliseSouthAfricanMobile } from '../../shared/messages/phone';

describe('normaliseSouthAfricanMobile', () => {
  it.each([
    ['0821234567', '+27821234567'],
    ['+27821234567', '+27821234567'],
    ['082 123 4567', '+27821234567'],
    ['082-123-4567', '+27821234567'],
    ['+27 82 123 4567', '+27821234567'],
    ['0721234567', '+27721234567'],
    ['0611234567', '+27611234567'],
    ['0741234567', '+27741234567'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normaliseSouthAfricanMobile(input)).toBe(expected);
  });

  it.each([
    ['a fixed line', '0211234567'],
    ['a toll-free number', '0800123456'],
    ['a VoIP number', '0871234567'],
    ['a foreign mobile', '+447911123456'],
    ['too few digits', '082123456'],
    ['too many digits', '08212345678'],
    ['digits without + or 0', '27821234567'],
    ['letters', '082abc4567'],
    ['an empty string', ''],
  ])('refuses %s', (_what, input) => {
    expect(normaliseSouthAfricanMobile(input)).toBeUndefined();
  });
});
