import t from 'tap';
import { holdsFloors } from '../../../fixtures/pdf-layouts-floors.ts';
import { realLists } from '../../../fixtures/pdf-layouts-real.ts';

// Half the public lists, every other one (pdf-real-lists-2.test.ts holds the rest): the two files run side by side.
t.test('real price lists, the first half', (t) => holdsFloors(t, realLists().filter((_, at) => at % 2 === 0)));
