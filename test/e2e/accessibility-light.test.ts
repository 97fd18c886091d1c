import { everyPageIn } from './accessibility-tour.ts';

// No serious axe violation on any page in the light theme, walked in French (the dark theme walks English).
everyPageIn('light', ['fr']);
