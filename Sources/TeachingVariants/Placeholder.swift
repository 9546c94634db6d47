/// Placeholder until the variants land.
enum TeachingVariantsPlaceholder {}
