/** The print stand-in's catalog: one white unisex T-shirt per size (the functions get it as LOCAL_PRINT_VARIANT_IDS). */
export const LOCAL_VARIANTS: Record<string, number> = { XS: 9001, S: 9002, M: 9003, L: 9004, XL: 9005, XXL: 9006 };
