import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's memory use, for the bench: peak and current resident set size.
///
/// On Linux both come from `/proc/self/status` (`VmHWM`, the peak resident set, and `VmRSS`,
/// the current one). Elsewhere the peak comes from `getrusage`'s `ru_maxrss` and the current
/// size is not known (nil).
///
/// ```swift
/// print(ProcessMemory.peakBytes ?? 0, ProcessMemory.residentBytes ?? 0)
/// ```
enum ProcessMemory {
    /// The peak resident set size in bytes since the process started.
    static var peakBytes: Int? {
        #if os(Linux)
        return status("VmHWM")
        #else
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss)  // bytes on Darwin
        #endif
    }

    /// The current resident set size in bytes (Linux only).
    static var residentBytes: Int? {
        #if os(Linux)
        return status("VmRSS")
        #else
        return nil
        #endif
    }

    /// Where the figures come from, for the report.
    static var source: String {
        #if os(Linux)
        "VmHWM and VmRSS from /proc/self/status"
        #else
        "ru_maxrss from getrusage (resident size after each step not available)"
        #endif
    }

    /// A `kB` line of `/proc/self/status`, in bytes.
    private static func status(_ key: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
            let digits = line.dropFirst(key.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
}

/// The bench's stopwatch: CPU time of the calling thread, so that other processes on a shared
/// machine do not count against the kit; wall time is kept alongside to show how shared it was.
///
/// ```swift
/// let start = BenchClock.now
/// work()
/// print(BenchClock.now - start)   // CPU seconds
/// ```
enum BenchClock {
    /// The CPU time the calling thread has used, in seconds (`CLOCK_THREAD_CPUTIME_ID`).
    static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Wall-clock time, in seconds since an arbitrary start.
    static var wall: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
