import { everyPageIn } from './accessibility-tour.ts';

// No serious axe violation on any page in the dark theme, walked in English (the light theme walks French).
everyPageIn('dark', ['en']);
