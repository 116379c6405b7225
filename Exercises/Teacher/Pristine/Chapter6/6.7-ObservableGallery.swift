import ExerciseSupport
import Observation
import Pixels

/// Exercise 6.7 · An @Observable gallery that loads while its screen shows it
/// 练习 6.7 · 界面显示时才加载的 @Observable 画廊
///
/// Today a view model is an `@Observable` class: a screen reads its
/// properties, and Observation tells the screen when one it read has
/// changed; there is no signal to bind. Work done while the screen shows runs
/// in a task the screen starts when it appears and cancels when it goes, as
/// SwiftUI's `.task { await gallery.load() }` does: the Today section's
/// activation. Complete `load()`:
/// - `isLoading` is true from the start of each load until that load ends,
///   however it ends: answered, failed or cancelled;
/// - a load starts by setting `errorMessage` back to nil;
/// - a load that answers shows what it found in `photos`;
/// - a failed load leaves `photos` as they were, and sets `errorMessage` to
///   the error's description (`String(describing: error)`);
/// - a cancelled load (the screen went) is no failure: it leaves `photos`
///   and `errorMessage` as they were.
///
/// Keep the class `@Observable`, so that the screen hears of each change.
/// Everything runs on the main actor: the gallery, its loads, `importPhotos`.
///
/// Graded: on a virtual clock (a `TestClock`), in the story below and a few
/// hundred generated ones (a screen that appears and goes again and again,
/// milliseconds or seconds apart; imports that answer fast or slow, with
/// photos, with none, or fail in several ways), the grader compares with the
/// reference solution, moment by moment, the gallery's photos, `isLoading`
/// and `errorMessage`, and whether Observation announced each change.
///
/// 任务：如今的视图模型是一个 `@Observable` 类：界面读取它的属性，而
/// Observation 会在界面读过的某个属性变化时通知界面；没有信号需要绑定。界面显示
/// 期间要做的工作放在一个任务里，界面出现时启动它，离开时取消它，就像 SwiftUI
/// 的 `.task { await gallery.load() }` 那样：这就是“如今”一节里的激活。请完成
/// `load()`：
/// - 从每次加载开始到那次加载结束，`isLoading` 为 true，不论它怎样结束：得到应
///   答、失败还是被取消；
/// - 加载一开始先把 `errorMessage` 设回 nil；
/// - 得到应答的加载把找到的东西显示在 `photos` 里；
/// - 失败的加载让 `photos` 保持原样，并把 `errorMessage` 设为错误的
///   描述（`String(describing: error)`）；
/// - 被取消的加载（界面离开了）不算失败：它让 `photos` 和 `errorMessage` 保持原
///   样。
///
/// 保持这个类是 `@Observable` 的，这样界面能听到每一次变化。一切都在 main actor
/// 上运行：画廊、它的加载，以及 `importPhotos`。
///
/// 评分：评分器在虚拟时钟（一个 `TestClock`）上，用下面的时间线和几百个随机生成
/// 的时间线（界面一次又一次地出现和离开，相隔几毫秒或几秒；应答得快或慢、有照片、
/// 没有照片或以几种方式失败的导入），一刻一刻地与参考答案对比画廊的照片、
/// `isLoading` 和 `errorMessage`，以及 Observation 是否通知了每一次变化。
///
/// ```
/// 0 s:    the screen appears; an import starts (it takes 2 s)    loading
/// 2 s:    the import answers 3 photos                            3 photos, not loading
/// 3 s:    the screen goes;  3.5 s: it appears, an import starts  3 photos, loading
/// 4 s:    the screen goes: the import is cancelled               3 photos, not loading
/// ```
/// 图中：0 秒界面出现，开始一次导入（要 2 秒），正在加载；
/// 2 秒导入应答 3 张照片，显示 3 张照片，不再加载；3 秒界面离开，
/// 3.5 秒界面再次出现，开始一次导入，显示 3 张照片，正在加载；4 秒界面离开，
/// 导入被取消，显示 3 张照片，不再加载。
///
/// 本练习册：第 6 章“如今：@Observable 视图模型”（按工具链的 Observation
/// 写成的视图模型；书中的 `RVMViewModel` 则在 `didBecomeActiveSignal` 时加载）
/// Book: chapter 6, Today: @Observable view models (a view model as the
/// toolchain's Observation makes it, where the book's `RVMViewModel` loads on
/// `didBecomeActiveSignal`)
@MainActor @Observable
public final class ObservableGallery {
    /// The photos on show: those of the last load that answered.
    public private(set) var photos: [Photo] = []
    /// Whether a load is running.
    public private(set) var isLoading = false
    /// Why the last load failed, or nil.
    public private(set) var errorMessage: String?
    @ObservationIgnored private let importPhotos: @MainActor () async throws -> [Photo]

    /// A gallery that imports its photos with `importPhotos`.
    public init(importPhotos: @escaping @MainActor () async throws -> [Photo]) {
        self.importPhotos = importPhotos
    }

    /// Loads the photos: the screen calls it when it appears, in a task it
    /// cancels when it goes.
    public func load() async {
        // TODO(6.7): loading from start to end; clear the error; import; keep a failure's reason.
        notAttempted("6.7")
    }
}
