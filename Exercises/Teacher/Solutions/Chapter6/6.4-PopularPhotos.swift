import Pixels
import Reactive

/// Exercise 6.4 · A gallery view model that loads when it is shown: the reference solution.
///
/// Book: chapter 6, Testing view models (FRPGalleryViewModel, which imports its
/// photos with `RAC(self, photosArray) = [[FRPPhotoImporter importPhotos] catchTo:…]`)
public final class PopularPhotosViewModel: ViewModel, @unchecked Sendable {
    /// The photos: an empty list at first, then the imported ones.
    public let photos: Signal<[Photo]>
    /// Why the last import failed, or `nil`.
    public let errorMessage: Signal<String?>

    // The state lives in two properties that the view model owns. A binding
    // (<~) holds its property weakly, so they must be stored: a local one
    // would be freed at the end of init, ending the binding with it.
    // 中文：状态放在视图模型拥有的两个属性里。绑定（<~）弱引用它的属性，所以这
    // 两个属性必须保存下来：局部的属性在 init 结束时就会被释放，绑定也随之结
    // 束。
    private let list = MutableProperty<[Photo]>([])
    private let error = MutableProperty<String?>(nil)

    /// A gallery that imports through `importer`.
    public init(importer: any PhotoImporting) {
        // Local copies for the closures below: capturing `self` would make
        // the view model own a subscription that owns the view model.
        // 中文：给下面的闭包用的局部副本：捕获 `self` 会让视图模型拥有一个拥有
        // 视图模型的订阅。
        let list = list
        let error = error
        // Every subscriber reads the same property, so subscribing imports
        // nothing: the one import happens below, once, on activation.
        // 中文：每个订阅者读的都是同一个属性，所以订阅不会导入任何东西：唯一的
        // 一次导入在下面，激活时进行一次。
        photos = list.signal
        errorMessage = error.signal
        super.init()

        // didBecomeActive sends at each activation (and completes when the
        // view model goes away). Import only while there are no photos: the
        // first time, and again after a failure. An import that fails sets
        // the message and ends quietly (empty), so the binding lives on for
        // the next activation; the list keeps its empty value.
        // 中文：didBecomeActive 在每次激活时发送（视图模型离开时完成）。只在还
        // 没有照片时导入：第一次，以及失败之后再来一次。失败的导入设置错误信
        // 息，然后安静地结束（empty），所以绑定会留到下一次激活；列表保持它的空
        // 值。
        list
            <~ didBecomeActive
            .filter { list.value.isEmpty }
            .flatMap { _ in
                importer.importPhotos()
                    .initially { error.value = nil }
                    .catch { failure in
                        error.value = String(describing: failure)
                        return .empty
                    }
            }
    }
}
