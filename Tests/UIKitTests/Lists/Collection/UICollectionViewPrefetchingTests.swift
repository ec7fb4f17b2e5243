// Vitrine — Apache License 2.0
import Testing
import VitrineTesting
@testable import UIKitCore

/// Prefetching in a CollectionHarness grid: 330 × 400 points, 100 × 50-point items three
/// to a line, lines 60 points apart (10-point line spacing), 300 items.
@MainActor
@Suite struct UICollectionViewPrefetchingTests {
    @MainActor
    final class PrefetchLog: UICollectionViewDataSourcePrefetching {
        var prefetched: [[Int]] = []
        var cancelled: [[Int]] = []
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            prefetched.append(indexPaths.map(\.item))
        }
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            cancelled.append(indexPaths.map(\.item))
        }
    }

    private func makeHarness() -> (CollectionHarness, PrefetchLog) {
        let harness = CollectionHarness(counts: [300])
        let log = PrefetchLog()
        harness.collectionView.prefetchDataSource = log
        harness.wait(0.05)
        return (harness, log)
    }

    @Test func scrollingDownPrefetchesTheLinesOfTheNextViewNearestFirst() {
        let (harness, log) = makeHarness()
        #expect(harness.collectionView.isPrefetchingEnabled)
        #expect(log.prefetched.isEmpty)
        // Offset 30 shows 30…430: lines 0…7 (line k spans 60k…60k + 50). The next 400
        // points, 430…830, meet lines 7…13; line 7 is on screen, so items 24…41 are asked.
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 30)
        harness.collectionView.layoutIfNeeded()
        #expect(log.prefetched == [Array(24...41)])
        #expect(log.cancelled.isEmpty)
    }

    @Test func turningBackCancelsTheItemsBelow() {
        let (harness, log) = makeHarness()
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 600)
        harness.collectionView.layoutIfNeeded()
        // 600…1000 shows lines 10…16; 1000…1400 meets lines 16…23: items 51…71 (line 16 on screen).
        #expect(log.prefetched == [Array(51...71)])
        // Up 30 points: 570…970 (lines 9…16); ahead 170…570 meets lines 3…9, line 8 nearest.
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 570)
        harness.collectionView.layoutIfNeeded()
        #expect(log.cancelled == [Array(51...71)])
        #expect(log.prefetched.last?.first == 24)
    }

    @Test func turningPrefetchingOffCancelsWhatIsPendingAndAsksNoMore() {
        let (harness, log) = makeHarness()
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 30)
        harness.collectionView.layoutIfNeeded()
        harness.collectionView.isPrefetchingEnabled = false
        #expect(log.cancelled == [Array(24...41)])
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        harness.collectionView.layoutIfNeeded()
        #expect(log.prefetched.count == 1)
    }
}
