import { describe, expect, it } from 'vitest';
import { maskCard } from './card-mask';

describe('a card number as shown: four stars and the last 4 digits', () => {
  it.each([
    ['4149499912345678', '**** 5678'],
    ['4149 4999 1234 5678', '**** 5678'],
    ['5375414112349876', '**** 9876'],
    ['5168 7555 1234 4321', '**** 4321'],
    ['  5168755512344321 ', '**** 4321'],
    ['12345', '**** 2345'],
    // four digits or fewer hide nothing more: shown as they came
    ['1234', '1234'],
    ['123', '123'],
    ['', ''],
  ])('%j → %j', (number, shown) => {
    expect(maskCard(number)).toBe(shown);
  });
});
