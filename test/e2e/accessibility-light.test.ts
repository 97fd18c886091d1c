import { everyPageIn } from './accessibility-tour.ts';

// No serious axe violation on any page, in English and French, in the light theme.
everyPageIn('light');
