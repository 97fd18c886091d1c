/** Where a business is reached, written as people write it: a web address, an e-mail address. */

/** A web address and nothing else ('www.shop.com', 'https://shop.com/list'). */
export const isWebAddress = (text: string): boolean => /^(https?:\/\/|www\.)\S+$/i.test(text.trim());

/** An e-mail address and nothing else ('info@shop.de'). */
export const isEmailAddress = (text: string): boolean => /^[^\s@]+@[^\s@]+\.\p{L}{2,}$/u.test(text.trim());
