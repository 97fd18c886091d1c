/** Where a business is reached, written as people write it: a web address, an e-mail address. */

/** A web address and nothing else ('www.shop.com', 'https://shop.com/list'). */
export const isWebAddress = (text: string): boolean => /^(https?:\/\/|www\.)\S+$/i.test(text.trim());

/** An e-mail address and nothing else ('info@shop.de'). */
export const isEmailAddress = (text: string): boolean => /^[^\s@]+@[^\s@]+\.\p{L}{2,}$/u.test(text.trim());

/** A domain alone, in lower case, as a letterhead writes the shop's site ('asialili.de'). A file's name reads so too ('photo.jpg'): asked only of a list's headings, never of a column's values. */
export const isBareDomain = (text: string): boolean => /^[a-z\d-]+(\.[a-z\d-]+)*\.[a-z]{2,6}$/.test(text.trim());
