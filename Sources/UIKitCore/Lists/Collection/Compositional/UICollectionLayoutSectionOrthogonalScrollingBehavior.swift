// Vitrine — Apache License 2.0

/// How a section scrolls across the layout's scroll direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section's groups follow each other along the scroll direction.
    case none
    /// The section's groups sit side by side in one row across the scroll direction;
    /// the other cases differ on iOS in how that row settles after a flick.
    case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
