import { describe, expect, it } from '@jest/globals';
import { editLeadErrors, splitLeadName } from './leads';

describe('splitLeadName', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitLeadName('Mary Ann  Smith')).toEqual({ firstName: 'Mary', lastName: 'Ann Smith' });
    expect(splitLeadName(' Cher ')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});

describe('editLeadErrors', () => {
  it("gives the spec's first message per field, and none for a valid form", () => {
    expect(editLeadErrors({ name: ' ', email: '', phone: '', status: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      status: 'Status is required',
    });
    expect(editLeadErrors({ name: 'A', email: 'nope', phone: '1', status: 'new' })).toEqual({
      email: 'Email is invalid',
    });
    expect(editLeadErrors({ name: 'A', email: 'a@b.co', phone: '1', status: 'closed' })).toEqual({});
  });
});
