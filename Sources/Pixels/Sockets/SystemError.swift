import WorkbookKit

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A failed system call's reason, an `errno` value, in both languages.
///
/// The English is the system's own text (`strerror`), as every Unix program
/// prints it. The system has no Chinese, so the Chinese is the workbook's:
/// a wording for each error the sockets, pipes and terminals of the app can
/// meet, with the error's symbolic name as code in parentheses, so the
/// reader can look it up. An error without a wording here is named all the
/// same: 系统错误（ELOOP）, or its number if it has no name here either.
///
/// ```swift
/// let reason = SystemError(ENETUNREACH).text
/// print(reason.en)   // prints Network is unreachable
/// print(reason.zh)   // prints 网络不可达（ENETUNREACH）
/// ```
///
/// Book: none; `NSError`'s `NSPOSIXErrorDomain`, whose descriptions iOS translates
public struct SystemError: Error, Sendable, Hashable {
    /// The `errno` value.
    public let code: Int32

    /// The reason `code` stands for.
    public init(_ code: Int32) {
        self.code = code
    }

    /// The reason of the last failed call on this thread (`errno`).
    public static var last: SystemError { SystemError(errno) }

    /// The symbolic name, e.g. `ECONNREFUSED`; `errno 123` for a value without one here.
    public var name: String { Self.names[code] ?? "errno \(code)" }

    /// The reason in English (the system's words) and in Chinese (the workbook's).
    public var text: Bilingual {
        let wording = Self.chinese[code] ?? "系统错误"
        return Bilingual(en: String(cString: strerror(code)), zh: "\(wording)（\(name)）")
    }

    /// The names of the errors the app can meet, and a few more.
    private static let names: [Int32: String] = [
        EPERM: "EPERM", ENOENT: "ENOENT", EINTR: "EINTR", EIO: "EIO", ENXIO: "ENXIO",
        EBADF: "EBADF", EAGAIN: "EAGAIN", ENOMEM: "ENOMEM", EACCES: "EACCES",
        EFAULT: "EFAULT", EBUSY: "EBUSY", EEXIST: "EEXIST", ENOTDIR: "ENOTDIR",
        EISDIR: "EISDIR", EINVAL: "EINVAL", ENFILE: "ENFILE", EMFILE: "EMFILE",
        ENOTTY: "ENOTTY", ENOSPC: "ENOSPC", EPIPE: "EPIPE", ENAMETOOLONG: "ENAMETOOLONG",
        ELOOP: "ELOOP", ENOTSOCK: "ENOTSOCK", EPROTONOSUPPORT: "EPROTONOSUPPORT",
        EAFNOSUPPORT: "EAFNOSUPPORT", EADDRINUSE: "EADDRINUSE",
        EADDRNOTAVAIL: "EADDRNOTAVAIL", ENETDOWN: "ENETDOWN", ENETUNREACH: "ENETUNREACH",
        ECONNABORTED: "ECONNABORTED", ECONNRESET: "ECONNRESET", ENOBUFS: "ENOBUFS",
        EISCONN: "EISCONN", ENOTCONN: "ENOTCONN", ETIMEDOUT: "ETIMEDOUT",
        ECONNREFUSED: "ECONNREFUSED", EHOSTDOWN: "EHOSTDOWN", EHOSTUNREACH: "EHOSTUNREACH",
        EALREADY: "EALREADY", EINPROGRESS: "EINPROGRESS", EPROTO: "EPROTO",
    ]

    /// The workbook's Chinese for the errors the app can meet.
    private static let chinese: [Int32: String] = [
        EPERM: "不允许这样操作", ENOENT: "没有这个文件或目录", EINTR: "调用被信号打断",
        EIO: "输入输出出错", ENXIO: "没有这个设备或地址", EBADF: "文件描述符无效",
        EAGAIN: "资源暂时不可用", ENOMEM: "内存不足", EACCES: "没有权限",
        EINVAL: "参数无效", ENFILE: "整个系统打开的文件太多", EMFILE: "本进程打开的文件太多",
        ENOTTY: "不是终端", ENOSPC: "设备上没有空间了", EPIPE: "连接已断开，写不进去",
        ENOTSOCK: "不是套接字", EAFNOSUPPORT: "不支持这种地址族",
        EADDRINUSE: "地址已被占用", EADDRNOTAVAIL: "这个地址在本机不可用",
        ENETDOWN: "网络已停用", ENETUNREACH: "网络不可达", ECONNABORTED: "连接被中止",
        ECONNRESET: "连接被对方重置", ENOBUFS: "缓冲区空间不足", ENOTCONN: "套接字没有连接",
        ETIMEDOUT: "连接超时", ECONNREFUSED: "连接被拒绝", EHOSTDOWN: "主机已关机",
        EHOSTUNREACH: "主机不可达", EINPROGRESS: "操作正在进行", EPROTO: "协议出错",
    ]
}
