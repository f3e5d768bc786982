import { describe, expect, it } from 'vitest';
import {
  checkListName,
  createListFailure,
  listNameToSend,
  nameExistsInList,
} from '../../../../shared/domain/favorites/list-names';

const lists = [
  { Id: 'F1', Name: 'Faste varer', IsReadOnly: false },
  { Id: 'F2', Name: 'Fredagsbar', IsReadOnly: false },
  { Id: 'S1', Name: 'Restaurant basis', IsReadOnly: true },
];

describe('favourite list names are unique among the customer lists (SPEC 5, nameExistsInList)', () => {
  it('finds a name in use whatever its case and the white space around it', () => {
    expect(nameExistsInList('Faste varer', lists)).toBe(true);
    expect(nameExistsInList('  faste VARER ', lists)).toBe(true);
    expect(nameExistsInList('Faste varer 2', lists)).toBe(false);
  });

  it('compares Danish letters case-insensitively too', () => {
    expect(nameExistsInList('RØDGRØD', [{ Id: 'F9', Name: 'rødgrød' }])).toBe(true);
    expect(nameExistsInList('ÆBLER', [{ Id: 'F9', Name: 'æbler' }])).toBe(true);
  });

  it('lets the list being renamed keep its name or change only its case', () => {
    expect(nameExistsInList('FASTE VARER', lists, 'F1')).toBe(false);
    expect(nameExistsInList('Fredagsbar', lists, 'F1')).toBe(true);
  });

  it('leaves out lists another customer shared with this one: their names are their owner’s', () => {
    expect(nameExistsInList('Restaurant basis', lists)).toBe(false);
  });

  it('flags an empty name as required and a name in use as nameExistsInList; else nothing', () => {
    expect(checkListName('   ', lists)).toBe('required');
    expect(checkListName('fredagsbar', lists)).toBe('nameExistsInList');
    expect(checkListName('Julefrokost', lists)).toBeNull();
  });

  it('sends the name without the white space around it', () => {
    expect(listNameToSend('  Morgenmad ')).toBe('Morgenmad');
  });
});

describe('create failures (SPEC 8): ExceptionMessage, or embedded JSON content, or type and name', () => {
  it('flags a clash the server found as name in use, in the body or in its content', () => {
    expect(createListFailure({ Message: 'x', nameExistsInList: true }, 'HTTP 400', 'A')).toEqual({
      kind: 'nameExistsInList',
    });
    expect(createListFailure({ Content: '{"nameExistsInList":true}' }, 'HTTP 400', 'A').kind).toBe('nameExistsInList');
  });

  it('shows the ExceptionMessage first', () => {
    expect(
      createListFailure(
        { ExceptionMessage: 'A name is required', Content: '{"Message":"other"}', ExceptionType: 'T' },
        'HTTP 400',
        'A',
      ),
    ).toEqual({ kind: 'message', message: 'A name is required' });
  });

  it('else the message of the embedded JSON content, as JSON text or as an object', () => {
    expect(createListFailure({ Content: '{"Message":"Too long"}' }, 'HTTP 400', 'A')).toEqual({
      kind: 'message',
      message: 'Too long',
    });
    expect(createListFailure({ Content: '{"ExceptionMessage":"Boom","Message":"x"}' }, 'HTTP 500', 'A')).toEqual({
      kind: 'message',
      message: 'Boom',
    });
    expect(createListFailure({ Content: { Message: 'As object' } }, 'HTTP 500', 'A')).toEqual({
      kind: 'message',
      message: 'As object',
    });
    expect(createListFailure({ Content: '"Just text in JSON"' }, 'HTTP 500', 'A')).toEqual({
      kind: 'message',
      message: 'Just text in JSON',
    });
  });

  it('else the type (ExceptionType, or the failure’s own) and the name; content that is not JSON does not count', () => {
    expect(createListFailure({ ExceptionType: 'SqlException' }, 'HTTP 500', ' Morgenmad ')).toEqual({
      kind: 'typeAndName',
      type: 'SqlException',
      name: 'Morgenmad',
    });
    expect(createListFailure({ Content: 'not json' }, 'HTTP 500', 'Morgenmad')).toEqual({
      kind: 'typeAndName',
      type: 'HTTP 500',
      name: 'Morgenmad',
    });
    expect(createListFailure(undefined, 'network', 'Morgenmad')).toEqual({
      kind: 'typeAndName',
      type: 'network',
      name: 'Morgenmad',
    });
    expect(createListFailure({ ExceptionMessage: '  ' }, 'HTTP 400', 'X').kind).toBe('typeAndName');
  });
});
