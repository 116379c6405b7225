import ExerciseSupport
import Pixels
import Reactive

/// Exercise 6.4 · A gallery view model that loads when it is shown
/// 练习 6.4 · 界面显示时才加载的画廊视图模型
///
/// Write the gallery's view model against `PhotoImporting`, so that a test
/// can hand it a fake importer (the grader does). It must:
/// - import nothing when it is made: only when it first becomes active;
/// - give `photos`: an empty list at first, then each list the import sends,
///   shared by every subscriber (ten subscribers, still one import);
/// - after a failed import, leave the photos empty, set `errorMessage` to the
///   error's description (`String(describing: error)`), and import again at
///   the next activation; so too after an import that found no photos (the
///   list is still empty); once there are photos, never import again;
/// - set `errorMessage` back to `nil` as soon as a new import starts;
/// - never keep itself alive: closures capture what they need, never `self`.
///
/// Graded: on virtual time, in the story below and a couple of hundred
/// generated ones (imports that fail in several ways, find no photos, send
/// a second list, or still run when the screen goes off; a title bar and up
/// to 39 more screens that subscribe later; a screen that lets the view
/// model go), the grader compares with the reference solution the photos
/// and the error messages with their ticks (a value sent twice in a row
/// counts once), every import, and whether the view model is freed when let go.
///
/// 任务：面向 `PhotoImporting` 写出画廊的视图模型，这样测试就能交给它一个假的导
/// 入器（评分器正是这么做的）。它必须：
/// - 创建时什么都不导入：只在第一次变为激活时导入；
/// - 提供 `photos`：一开始是空列表，之后是导入发出的每个列表，由所有订阅者
///   共享（十个订阅者，也只导入一次）；
/// - 导入失败后，让照片保持为空，把 `errorMessage` 设为错误的
///   描述（`String(describing: error)`），并在下一次激活时再导入；导入后没
///   找到照片时也一样（列表仍是空的）；一旦有了照片，就再也不导入；
/// - 新的导入一开始，就把 `errorMessage` 设回 `nil`；
/// - 绝不让自己一直活着：闭包只捕获它需要的东西，绝不捕获 `self`。
///
/// 评分：评分器在虚拟时间上，用下面的时间线和两百来个随机生成的时间线（以几种方
/// 式失败、没找到照片、发出第二个列表，或者界面关闭时仍在运行的导入；一个标题栏
/// 和最多 39 个稍后才订阅的界面；一个放开视图模型的界面），与参考答案对比照片和
/// 错误信息以及它们的时刻（连续发送两次的同一个值只算一次）、每一次导入，以及视
/// 图模型被放开后是否被释放。
///
/// ```
/// isActive:      --t--f-t--       the importer answers 2 ticks after each request
/// photos:        e---p            e = [], p = the imported photos; one import, at 2
/// errorMessage:  n                n = nil
/// ```
/// 图中：导入器在每个请求 2 刻之后应答；`e = []`，p = 导入的照片，
/// 只导入了一次，在第 2 刻；`n = nil`。
///
/// 书中：第 6 章“测试ViewModels：高清图与画廊”（FRPGalleryViewModel，
/// 它用 `RAC(self, photosArray) = [[FRPPhotoImporter importPhotos] catchTo:…]`
/// 导入照片）
/// Book: chapter 6, Testing view models (FRPGalleryViewModel, which imports its
/// photos with `RAC(self, photosArray) = [[FRPPhotoImporter importPhotos] catchTo:…]`)
public final class PopularPhotosViewModel: ViewModel, @unchecked Sendable {
    /// The photos: an empty list at first, then the imported ones.
    public let photos: Signal<[Photo]>
    /// Why the last import failed, or `nil`.
    public let errorMessage: Signal<String?>

    /// A gallery that imports through `importer`.
    public init(importer: any PhotoImporting) {
        // TODO(6.4): keep the photos and the error in properties; import on activation.
        notAttempted("6.4")
    }
}
